import { useConfig } from '../../../lib/config.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { dataPolicy } from '../content/dataPolicy.ts';
import { TERMS_PATH } from '../paths.ts';

/** `/core/data-policy` (public layout 'data policy', A5 A9): what is kept, why and who sees it, English or Arabic. */
export function DataPolicyPage() {
  const { brand } = useConfig();
  return (
    <LegalDocument
      titleKey="dataPolicy.title"
      content={dataPolicy}
      externalUrl={brand.privacyUrl}
      related={{ to: TERMS_PATH, labelKey: 'terms.title' }}
    />
  );
}
