import { CmsPage, cmsMetadata } from '@/components/content/cms-page';

const IDENTIFIER = 'return-refund-policy';

export const generateMetadata = () => cmsMetadata(IDENTIFIER, '/return-refund-policy');

export default function Page() {
  return <CmsPage identifier={IDENTIFIER} />;
}
