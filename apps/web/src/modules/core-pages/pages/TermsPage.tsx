import { useConfig } from '../../../lib/config.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { terms } from '../content/terms.ts';
import { DATA_POLICY_PATH } from '../paths.ts';

/** `/core/terms-and-conditions` (public layout 'terms', A5 A9): the deployment's terms, English or Arabic. */
export function TermsPage() {
  const { brand } = useConfig();
  return (
    <LegalDocument
      titleKey="terms.title"
      content={terms}
      externalUrl={brand.termsUrl}
      related={{ to: DATA_POLICY_PATH, labelKey: 'dataPolicy.title' }}
    />
  );
}
