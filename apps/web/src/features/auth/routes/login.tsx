import { useNavigate } from 'react-router';
import { SignIn } from '../components/sign-in.tsx';

/** /login inside the application (after a sign-out, or sent there by a guard): the same screen as a first visit. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <SignIn navigate={(to, options) => void navigate(to, options)} />;
}
