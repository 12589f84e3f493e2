import { ComparisonPage, comparisonMetadata } from '@/components/compare/comparison-page';

export const generateMetadata = comparisonMetadata;

export default function Page() {
  return <ComparisonPage />;
}
