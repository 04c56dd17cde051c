import type { ComponentType } from 'react';
import { DEMO_BASENAME } from '@/lib/demo-mode';
import { setStoredCurrentOrganizationId } from '@/organizations/current-organization-storage';
import { openDemoWorkspace, type DemoWorkspace } from './demo-workspace';
import { DemoPopup } from './popup/demo-popup';

/** The community chat's address: from the Worker's page (DEMO_COMMUNITY_URL), or baked into a standalone build. */
function communityUrl(): string | null {
  const fromPage = document.querySelector<HTMLMetaElement>('meta[name="demo-community-url"]')?.content;
  return fromPage || import.meta.env.VITE_DEMO_COMMUNITY_URL || null;
}

/** What main.tsx needs to run the app as the demo: its ApiClient's workspace and the popup to draw beside the router. */
export async function openDemoApp(): Promise<{ workspace: DemoWorkspace; Popup: ComponentType }> {
  const workspace = await openDemoWorkspace({ onSeeded: setStoredCurrentOrganizationId });
  // Served by the Worker (at /demo), the demo sits beside the app: an account is one page away. The standalone site has no server.
  const registerUrl = DEMO_BASENAME ? '/register' : null;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page load, when the demo opens, not in a render
  const Popup = () => (
    <DemoPopup
      workspace={workspace}
      communityUrl={communityUrl()}
      registerUrl={registerUrl}
      isInitiallyCollapsed={workspace.isPopupCollapsed}
    />
  );
  return { workspace, Popup };
}
