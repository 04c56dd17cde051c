import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/ui/spinner';
import { useSession } from './use-session';

/** Pages for signed-in users only; everyone else goes to /login. */
export function PrivateRoute() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingState className="min-h-screen" />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Pages for signed-out users only (login, register…); signed-in users go to /. */
export function PublicOnlyRoute() {
  const { data: session, isPending } = useSession();
  if (isPending) return <LoadingState className="min-h-screen" />;
  if (session) return <Navigate to="/" replace />;
  return <Outlet />;
}
