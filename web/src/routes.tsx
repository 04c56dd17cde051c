import { Outlet, type RouteObject } from 'react-router';
import { AccountSettingsPage } from './account/account-settings-page';
import { AuthLayout } from './auth/auth-layout';
import { EmailValidationRequiredPage } from './auth/pages/email-validation-required-page';
import { EmailVerificationPage } from './auth/pages/email-verification-page';
import { LoginPage } from './auth/pages/login-page';
import { RegisterPage } from './auth/pages/register-page';
import { RequestPasswordResetPage } from './auth/pages/request-password-reset-page';
import { ResetPasswordPage } from './auth/pages/reset-password-page';
import { PrivateRoute, PublicOnlyRoute } from './auth/route-guards';
import { ConfigProvider } from './config/config-provider';
import { DeletedDocumentsPage } from './documents/pages/deleted-documents-page';
import { DocumentPage } from './documents/pages/document-page';
import { DocumentsPage } from './documents/pages/documents-page';
import { OrganizationHomePage } from './documents/pages/organization-home-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './layout/not-found-page';
import { OrganizationLayout } from './organizations/organization-layout';
import { CreateOrganizationPage } from './organizations/pages/create-organization-page';
import { FirstOrganizationPage } from './organizations/pages/first-organization-page';
import { OrganizationSettingsPage } from './organizations/pages/organization-settings-page';
import { OrganizationsPage } from './organizations/pages/organizations-page';
import { RootRedirect } from './organizations/root-redirect';
import { CreateTaggingRulePage } from './tagging-rules/pages/create-tagging-rule-page';
import { EditTaggingRulePage } from './tagging-rules/pages/edit-tagging-rule-page';
import { TaggingRulesPage } from './tagging-rules/pages/tagging-rules-page';
import { TagsPage } from './tags/pages/tags-page';
import { ConfirmProvider } from './ui/confirm-dialog';

function Root() {
  return (
    <ConfigProvider>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </ConfigProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
              { path: '/request-password-reset', element: <RequestPasswordResetPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
              { path: '/email-validation-required', element: <EmailValidationRequiredPage /> },
            ],
          },
        ],
      },
      // Where a verification link lands: signed in when it worked, signed out when it did not.
      { element: <AuthLayout />, children: [{ path: '/email-verification', element: <EmailVerificationPage /> }] },
      {
        element: <PrivateRoute />,
        children: [
          { path: '/', element: <RootRedirect /> },
          { path: '/organizations/first', element: <FirstOrganizationPage /> },
          {
            element: <AppLayout />,
            children: [
              { path: '/organizations', element: <OrganizationsPage /> },
              { path: '/organizations/create', element: <CreateOrganizationPage /> },
              { path: '/settings', element: <AccountSettingsPage /> },
              {
                path: '/organizations/:organizationId',
                element: <OrganizationLayout />,
                children: [
                  { index: true, element: <OrganizationHomePage /> },
                  { path: 'documents', element: <DocumentsPage /> },
                  { path: 'documents/:documentId', element: <DocumentPage /> },
                  { path: 'deleted', element: <DeletedDocumentsPage /> },
                  { path: 'tags', element: <TagsPage /> },
                  { path: 'tagging-rules', element: <TaggingRulesPage /> },
                  { path: 'tagging-rules/create', element: <CreateTaggingRulePage /> },
                  { path: 'tagging-rules/:taggingRuleId', element: <EditTaggingRulePage /> },
                  { path: 'settings', element: <OrganizationSettingsPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
