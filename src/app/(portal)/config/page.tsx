import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { listSettingRows } from '@/server/home';
import { listReferenceEntries } from '@/server/reference';
import { parseSearchParams } from '@/server/validation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ReferenceDataEditor } from '@/components/config/reference-data-editor';
import { REFERENCE_DATA_KINDS, type ReferenceDataKind, type ReferenceEntry } from '@/components/config/reference-data-kinds';
import { SettingsEditor } from '@/components/config/settings-editor';
import { PageHeader } from '@/components/ui/page-header';
import { PageTabs } from '@/components/ui/page-tabs';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ConfigPage');
  return { title: t('metaTitle') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { key: 'settings', label: 'tabSettings', href: '/config' },
  { key: 'reference', label: 'tabReference', href: '/config?tab=reference' },
] as const;

const configQuery = z.object({ tab: z.enum(['settings', 'reference']).default('settings') });

/** /config: the settings the screens read, and (?tab=reference) the academic lists students pick from. */
export default async function ConfigPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const { tab } = parseSearchParams(configQuery, await searchParams);
  const t = await getTranslations('ConfigPage');

  let content;
  if (tab === 'reference') {
    const loaded = await Promise.all(REFERENCE_DATA_KINDS.map((kind) => listReferenceEntries({ ctx: access.ctx, kind })));
    const lists = Object.fromEntries(REFERENCE_DATA_KINDS.map((kind, index) => [kind, loaded[index]])) as Record<
      ReferenceDataKind,
      ReferenceEntry[]
    >;
    content = (
      <ClientMessages namespaces={['ReferenceDataEditor']}>
        <ReferenceDataEditor lists={lists} />
      </ClientMessages>
    );
  } else {
    const settings = await listSettingRows({ ctx: access.ctx });
    content = (
      <ClientMessages namespaces={['SettingsEditor']}>
        <SettingsEditor initialSettings={settings.map(({ key, value }) => ({ key, value }))} />
      </ClientMessages>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={tab === 'reference' ? t('referenceDescription') : t('settingsDescription')} />
      <PageTabs tabs={TABS.map((entry) => ({ ...entry, label: t(entry.label) }))} current={tab} label={t('tabsLabel')} />
      {content}
    </>
  );
}
