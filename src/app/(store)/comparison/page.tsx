import { ClientMessages } from '@/components/layout/client-messages';
import { ComparisonPage, comparisonMetadata } from '@/components/compare/comparison-page';

export const generateMetadata = comparisonMetadata;

export default function Page() {
  return (
    <ClientMessages area="comparison">
      <ComparisonPage />
    </ClientMessages>
  );
}
