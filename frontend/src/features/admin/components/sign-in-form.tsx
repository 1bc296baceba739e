import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { adminSessionQueryKey, sessionEndedQueryKey, signIn, useSessionEnded } from '../api/admin-session';
import { forgetOtherMembersDrafts } from '../api/staff-drafts';
import { statusOf } from '../lib/error-message';
import { useErrorMessage } from '../hooks/use-error-message';

/** Named staff accounts (PRODUCT.md decision 2): email and password; Enter submits. */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const sessionEnded = useSessionEnded();
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // Nothing a previous staff member loaded may show for this one.
      queryClient.removeQueries({ queryKey: ['admin'] });
      forgetOtherMembersDrafts(queryClient, session.staff.id);
      queryClient.setQueryData(sessionEndedQueryKey, false);
      queryClient.setQueryData(adminSessionQueryKey, session);
      onSignedIn?.();
    },
    onError: (error) => {
      // A wrong password is typed again; one the server never judged (offline, throttled, down) is kept.
      if (statusOf(error) === 401) setPassword('');
      passwordInput.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ email: email.trim(), password });
  };

  const status = statusOf(mutation.error);
  const errorText =
    status === 401 ? ADMIN_MESSAGES.wrongPassword : status === 429 ? t('signIn.throttled') : mutation.error ? messageOf(mutation.error) : null;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('signIn.title')}
          </CardTitle>
          <CardDescription>{t('signIn.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {sessionEnded && !errorText && <Alert variant="blue">{t('signIn.sessionEnded')}</Alert>}
          <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={errorText ? errorId : undefined}>
            <div className="flex flex-col gap-1">
              <Label htmlFor={emailId}>{t('signIn.email')}</Label>
              <Input
                id={emailId}
                type="email"
                autoComplete="username"
                required
                autoFocus
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={passwordId}>{t('signIn.password')}</Label>
              <Input
                ref={passwordInput}
                id={passwordId}
                type="password"
                autoComplete="current-password"
                required
                invalid={status === 401}
                aria-describedby={errorText ? errorId : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            {errorText && (
              <Alert variant="red" id={errorId} title={status === 401 || status === 429 ? undefined : ADMIN_MESSAGES.error}>
                {errorText}
              </Alert>
            )}
            <Button type="submit" size="lg" loading={mutation.isPending}>
              {t('signIn.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
