import { useEffect, useId, useRef, useState } from 'react';
import { Logo } from '../../../../components/layout/logo';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useSignIn } from '../api/sign-in';

/**
 * The workspace's door (the workspace opens by itself once the session query holds a user). The username field has focus on arrival; a refusal is announced and
 * focus goes back to the password so the owner can retype it at once.
 */
export function SignInPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const signIn = useSignIn();

  useEffect(() => {
    document.title = 'Sign in · Kaarigar workspace';
    usernameRef.current?.focus();
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      (username.trim() ? passwordRef : usernameRef).current?.focus();
      return;
    }
    signIn.mutate(
      { username: username.trim(), password },
      {
        onError: () => {
          setPassword('');
          passwordRef.current?.focus();
        },
      },
    );
  };

  const error = signIn.error ? errorMessage(signIn.error, 'Could not sign in. Try again.') : null;
  return (
    <main className="grid min-h-dvh place-items-center bg-cream-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2">
          <Logo />
          <span className="rounded-full bg-saffron-300 px-2.5 py-0.5 text-xs font-bold text-ink-900">Workspace</span>
        </div>
        <form
          onSubmit={submit}
          noValidate
          className="space-y-5 rounded-[var(--radius-card)] bg-cream-50 p-6 shadow-[var(--shadow-card)] md:p-8"
        >
          <div>
            <h1 className="font-display text-2xl font-semibold text-ink-900">Sign in</h1>
            <p className="mt-1 text-sm text-ink-700">For the shop&rsquo;s owner and makers.</p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="admin-username">Username</Label>
            <Input
              ref={usernameRef}
              id="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="admin-password">Password</Label>
            <Input
              ref={passwordRef}
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div id={errorId}>
            {error ? (
              <p role="alert" className="rounded-2xl bg-danger-600/5 px-4 py-3 text-sm font-semibold text-danger-600">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
