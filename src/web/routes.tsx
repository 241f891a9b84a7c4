import { createBrowserRouter } from 'react-router';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { ForgotPasswordPage } from './features/account-email/pages/forgot-password-page.tsx';
import { ResetPasswordConfirmPage } from './features/account-email/pages/reset-password-confirm-page.tsx';
import { ResetPasswordRequestPage } from './features/account-email/pages/reset-password-request-page.tsx';
import { VerifyEmailPage } from './features/account-email/pages/verify-email-page.tsx';
import { redirectIfSignedIn, registerLoader } from './features/auth/loaders.ts';
import { LoginPage } from './features/auth/pages/login-page.tsx';
import { RegisterPage } from './features/auth/pages/register-page.tsx';
import { RoleSelectionPage } from './features/auth/pages/role-selection-page.tsx';
import { HomePage } from './features/home/pages/home-page.tsx';
import { NotFoundPage } from './features/not-found/pages/not-found-page.tsx';
import { ProfilePage } from './features/profile/pages/profile-page.tsx';
import { PublicProfilePage } from './features/public-profile/pages/public-profile-page.tsx';

/**
 * Every page of the app. Keep src/shared/routes.ts (the server's list of real pages) in step:
 * a path missing there is served with status 404.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the shell, so a crashing page keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', loader: redirectIfSignedIn, element: <LoginPage /> },
          { path: 'role-selection', element: <RoleSelectionPage /> },
          { path: 'register/:role', loader: registerLoader, element: <RegisterPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'users/:id', element: <PublicProfilePage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'reset-password', element: <ResetPasswordRequestPage /> },
          { path: 'reset-password/confirm', element: <ResetPasswordConfirmPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
