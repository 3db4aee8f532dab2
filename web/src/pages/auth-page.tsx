import { ArrowLeft, Check, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useAuthNotices } from '../features/auth/auth-notices';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { LoginForm } from '../features/auth/login-form';
import { safeNext } from '../features/auth/safe-next';
import { SignUpForm } from '../features/auth/sign-up-form';
import { SocialButtons } from '../features/auth/social-buttons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../features/dashboard/tabs';
import { useSession } from '../lib/use-session';

const PERKS = ['Keep every design and mockup in one place', 'Re-download your exports any time', 'Free plan, no card needed'];

export default function AuthPage() {
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const [search] = useSearchParams();
  const [tab, setTab] = useState('login');
  const [email, setEmail] = useState('');
  const [forgot, setForgot] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const togglePasswords = () => setShowPasswords((shown) => !shown);
  useAuthNotices(setEmail);

  if (!loading && user) return <Navigate to={safeNext(search.get('next'))} replace />;

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-fuchsia-50">
      <PageMeta title="Login or Sign Up" description="Sign in to Mockup Studio or create a free account." />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div className="hidden lg:block">
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
            <Sparkles className="size-3.5" /> Mockup Studio account
          </span>
          <h2 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900">
            Your designs, on every product, <span className="text-brand-700">in minutes.</span>
          </h2>
          <p className="mt-4 text-lg text-slate-600">Sign in to save your uploads and mockups and pick up where you left off.</p>
          <ul className="mt-8 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-6 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check className="size-3.5" />
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>

        <div className="mx-auto w-full max-w-md">
          <Button variant="ghost" size="sm" className="mb-4 -ml-2" onClick={() => void navigate(-1)}>
            <ArrowLeft /> Back to Home
          </Button>
          <Card className="p-6 shadow-xl shadow-brand-900/5 sm:p-8">
            <div className="mb-6 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome to Mockup Studio</h1>
              <p className="mt-1 text-sm text-slate-600">Sign in to your account or create a new one.</p>
            </div>
            <Tabs value={tab} onValueChange={(value) => (setTab(value), setForgot(false))}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                {forgot ? (
                  <ForgotPasswordForm email={email} onEmailChange={setEmail} onDone={() => setForgot(false)} />
                ) : (
                  <LoginForm
                    email={email}
                    onEmailChange={setEmail}
                    showPasswords={showPasswords}
                    onTogglePasswords={togglePasswords}
                    onForgotPassword={() => setForgot(true)}
                  />
                )}
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm
                  showPasswords={showPasswords}
                  onTogglePasswords={togglePasswords}
                  onSignedUp={(address) => (setEmail(address), setTab('login'))}
                />
              </TabsContent>
            </Tabs>
            <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
              <span className="h-px flex-1 bg-slate-200" /> Or continue with <span className="h-px flex-1 bg-slate-200" />
            </div>
            <SocialButtons />
            <p className="mt-6 text-center text-xs text-slate-500">
              By continuing you agree to our{' '}
              <Link to="/terms" className="font-medium text-brand-700 hover:underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
                Privacy Policy
              </Link>
              .
            </p>
          </Card>
        </div>
      </div>
    </section>
  );
}
