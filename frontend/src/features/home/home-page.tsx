import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { INSURANCE_FROM_CENTS, INSURANCE_PRODUCTS } from '@evisa/contracts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { currentLanguage } from '../../i18n/i18n';
import { COMPANY } from '../../lib/company';
import { displayUsd } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CappadociaArt, HagiaSophiaArt, PamukkaleArt } from './heritage-art';

const STEPS = [
  { key: 'apply', icon: '📝' },
  { key: 'pay', icon: '💳' },
  { key: 'receive', icon: '📩' },
] as const;

/** The promotion's "from" price is the cheapest plan's, with that plan's days. */
const CHEAPEST_PLAN_DAYS = INSURANCE_PRODUCTS.find((p) => p.priceCents === INSURANCE_FROM_CENTS)?.durationDays ?? 0;

const HERITAGE = [
  { key: 'hagiaSophia', Art: HagiaSophiaArt },
  { key: 'cappadocia', Art: CappadociaArt },
  { key: 'pamukkale', Art: PamukkaleArt },
] as const;

/** The home page's title (before the brand is appended) and meta description; the build writes the English ones into index.html. */
export function homePageHead(t: TFunction<'home'>): { title: string; description: string } {
  return { title: t('title'), description: t('description', { brand: COMPANY.brandName }) };
}

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const language = currentLanguage(i18n);
  const head = homePageHead(t);
  useDocumentTitle(head.title, { description: head.description });

  return (
    <>
      <section className="bg-gradient-to-b from-white to-brand-50" aria-labelledby="hero-title">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-16">
          <h1 id="hero-title" className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-slate-700">{t('hero.subtitle')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to="/application">{t('hero.apply')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/status">{t('hero.status')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/insurance">{t('hero.insurance')}</Link>
            </Button>
          </div>
          <PrivateServiceDisclaimer className="max-w-3xl" />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-2xl font-bold text-slate-900">
          {t('steps.title')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.key}>
              <Card className="h-full">
                <CardHeader>
                  <span aria-hidden="true" className="text-3xl">
                    {step.icon}
                  </span>
                  <CardTitle as="h3">
                    {t('steps.number', { number: index + 1 })} {t(`steps.${step.key}.title`)}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-700">{t(`steps.${step.key}.body`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="heritage-title">
        <h2 id="heritage-title" className="text-2xl font-bold text-slate-900">
          {t('heritage.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {HERITAGE.map(({ key, Art }) => (
            <li key={key}>
              <Card className="h-full overflow-hidden">
                <Art />
                <CardHeader>
                  <CardTitle as="h3">{t(`heritage.${key}.title`)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-700">{t(`heritage.${key}.body`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="insurance-title">
        <Card className="border-brand-100 bg-white">
          <CardHeader>
            <CardTitle id="insurance-title">{t('insurance.title')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-slate-700">{t('insurance.body')}</p>
            <p className="font-semibold text-brand-700" data-testid="insurance-from">
              {t('insurance.from', { price: displayUsd(INSURANCE_FROM_CENTS, language), days: CHEAPEST_PLAN_DAYS })}
            </p>
            <Button asChild size="lg" className="self-start">
              <Link to="/insurance">{t('hero.insurance')}</Link>
            </Button>
            <PrivateServiceDisclaimer />
          </CardContent>
        </Card>
      </section>
    </>
  );
}
