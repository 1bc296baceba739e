import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminSession } from '../api/admin-session';

/** The wording of the gate, given by each page (the debug page is English only, the mobile test page translated). */
export interface StaffOnlyTexts {
  /** What screen readers hear while the session is checked. */
  checking: string;
  title: string;
  /** No staff session. */
  signInNeeded: string;
  /** The session could not be checked (network or server error). */
  checkFailed: string;
  /** The link to the staff sign-in (/admin). */
  signIn: string;
}

/**
 * Internal pages for staff only (PRODUCT.md decision 4): `children` render only with a staff session,
 * which the server's GET /api/admin/auth/me confirms. It is the same query, under the same key, as the
 * staff area's, so signing in or out there is seen here. Without one: a notice and the way to sign in.
 */
export function StaffOnly({ texts, children }: { texts: StaffOnlyTexts; children: ReactNode }) {
  const staff = useAdminSession();
  if (staff.isPending) return <Spinner label={texts.checking} />;
  if (staff.data) return children;
  return (
    <Card data-testid="staff-only">
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Alert variant="orange">{staff.isError ? texts.checkFailed : texts.signInNeeded}</Alert>
        <Button asChild className="self-start">
          <Link to="/admin">{texts.signIn}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
