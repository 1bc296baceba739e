import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATUS_SEARCH_MIN_LENGTH } from '@evisa/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api/api-client';
import {
  applicationStatusQueryOptions,
  insuranceStatusQueryOptions,
  type ApplicationKind,
} from '../../lib/api/application-status';
import { COMPANY } from '../../lib/company';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/cn';
import { lookupFailureOf } from './lookup-failure';
import { StatusResult, type StatusLookup } from './status-result';

/** Spec section 5 "Status search": required, then at least 6 characters. */
function validateNumber(value: string): 'statusNumberRequired' | 'statusNumberTooShort' | null {
  if (value === '') return 'statusNumberRequired';
  if (value.length < STATUS_SEARCH_MIN_LENGTH) return 'statusNumberTooShort';
  return null;
}

/**
 * As the number is looked up: in capitals, without spaces or hyphens anywhere (a pasted number
 * often has some around it, and one read off a phone is often typed in groups: 'ABCD 1234 …').
 * Application numbers are letters and digits only, so nothing of the number is lost.
 */
const normalise = (value: string) => value.replace(/[\s\-\u2010-\u2015\u2212]+/g, '').toUpperCase();

export function StatusPage() {
  const { t } = useTranslation(['status', 'messages']);
  useDocumentTitle(t('title'), { description: t('description', { brand: COMPANY.brandName }) });
  const { ref, kind: kindParam } = useSearch({ from: '/status' });
  const navigate = useNavigate({ from: '/status' });
  const inputId = useId();
  const errorId = useId();

  // The kind is remembered in the address with the number (?kind=insurance), so a shared or reloaded link looks up the same.
  const kind: ApplicationKind = kindParam ?? 'visa';
  const [input, setInput] = useState(ref ?? '');
  // A ?ref= is checked as a typed number is: one too short gets the form's message, not the server's 400 as raw JSON.
  const [validationError, setValidationError] = useState<string | null>(() => (ref ? validateNumber(normalise(ref)) : null));
  // The lookup runs only after a submit or when ?ref= is present (spec section 4).
  const [searched, setSearched] = useState<string | null>(() => (ref && !validateNumber(normalise(ref)) ? normalise(ref) : null));

  useEffect(() => {
    if (!ref) return;
    const number = normalise(ref);
    const error = validateNumber(number);
    setInput(ref);
    setValidationError(error);
    if (!error) setSearched(number);
  }, [ref]);

  // Visa and insurance numbers never coincide: a number the chosen kind does not know is looked up
  // as the other kind (the payment result page links without the kind; a traveller may pick the
  // wrong toggle), which is then shown, and the toggle follows.
  const notKnown = (query: { error: unknown }) => query.error instanceof ApiError && query.error.status === 404;
  const visaLookup = useQuery({
    ...applicationStatusQueryOptions(searched ?? ''),
    enabled: searched !== null && kind === 'visa',
  });
  const insuranceLookup = useQuery({
    ...insuranceStatusQueryOptions(searched ?? ''),
    enabled: searched !== null && (kind === 'insurance' || notKnown(visaLookup)),
  });
  const visaFallback = useQuery({
    ...applicationStatusQueryOptions(searched ?? ''),
    enabled: searched !== null && kind === 'insurance' && notKnown(insuranceLookup),
  });
  const chosen = kind === 'visa' ? visaLookup : insuranceLookup;
  const other = kind === 'visa' ? insuranceLookup : visaFallback;
  const fallingBack = notKnown(chosen) && !other.isError;
  const lookup = fallingBack ? other : chosen;
  const shownKind: ApplicationKind = fallingBack ? (kind === 'visa' ? 'insurance' : 'visa') : kind;
  const visa = (kind === 'visa' ? visaLookup : visaFallback).data;
  const result: StatusLookup | null =
    shownKind === 'visa'
      ? visa
        ? { kind: 'visa', application: visa }
        : null
      : insuranceLookup.data
        ? { kind: 'insurance', application: insuranceLookup.data }
        : null;

  useEffect(() => {
    if (fallingBack && other.data) {
      void navigate({ search: (prev) => ({ ...prev, kind: shownKind === 'insurance' ? 'insurance' : undefined }), replace: true });
    }
  }, [fallingBack, other.data, shownKind, navigate]);

  const chooseKind = (value: ApplicationKind) => {
    void navigate({ search: (prev) => ({ ...prev, kind: value === 'insurance' ? 'insurance' : undefined }), replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalise(input);
    const error = validateNumber(number);
    setValidationError(error);
    if (error) return;
    if (number === searched) void lookup.refetch();
    setSearched(number);
    // The number goes into the address so the result can be bookmarked or shared with support.
    void navigate({ search: { ref: number, kind: kind === 'insurance' ? 'insurance' : undefined }, replace: true });
  };

  // While a lookup runs again (a retry, a resubmit) only the spinner shows, not the last answer's error.
  const failed = lookup.error && !lookup.isFetching ? lookup.error : null;
  const notFound = failed instanceof ApiError && failed.status === 404;
  // Try again sits in the notice that the retry removes: focus moves to the answer's area, which
  // stays, so a keyboard user is not sent back to the top of the page.
  const answerArea = useRef<HTMLDivElement>(null);
  const retry = () => {
    answerArea.current?.focus();
    void lookup.refetch();
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>

      <div role="group" aria-label={t('kind.label')} className="inline-flex max-w-full self-start rounded-lg border border-slate-300 bg-white p-1">
        {(['visa', 'insurance'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            onClick={() => chooseKind(value)}
            className={cn(
              // Long German words ("Versicherungsantrag") must not push a 320 px screen wider.
              'min-h-11 min-w-0 rounded-md px-3 text-sm font-semibold break-words sm:px-4',
              kind === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {t(`kind.${value}`)}
          </button>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('form.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor={inputId}>{t('form.label')}</Label>
              <Input
                id={inputId}
                name="ref"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                placeholder={t('form.placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                invalid={validationError !== null}
                aria-describedby={validationError ? errorId : undefined}
                className="font-mono uppercase"
              />
            </div>
            <Button type="submit" size="lg" loading={lookup.isFetching}>
              {t('form.submit')}
            </Button>
          </form>
          {validationError && (
            <FieldMessage id={errorId} className="mt-2">
              {t(`messages:${validationError}`)}
            </FieldMessage>
          )}
        </CardContent>
      </Card>

      {/* A number the form refused has no answer: the last one found (another number's) is not left under its message. */}
      <div aria-live="polite" ref={answerArea} tabIndex={-1} className="rounded-lg">
        {validationError === null && (
          <>
            {lookup.isFetching && !lookup.data && <Spinner label={t('searching')} />}
            {notFound && <Alert variant="red">{t('messages:applicationNotFound')}</Alert>}
            {failed && !notFound && (
              <Alert variant="red" title={t('lookupFailed')}>
                <p>{t(`lookupErrors.${lookupFailureOf(failed)}`)}</p>
                <Button variant="outline" className="mt-3" onClick={retry}>
                  {t('tryAgain')}
                </Button>
              </Alert>
            )}
            {result && !lookup.error && <StatusResult lookup={result} />}
          </>
        )}
      </div>
    </div>
  );
}
