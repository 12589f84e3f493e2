import { CmsPage, cmsMetadata } from '@/components/content/cms-page';

const IDENTIFIER = 'terms-and-conditions';

export const generateMetadata = () => cmsMetadata(IDENTIFIER, '/terms-and-conditions');

export default function Page() {
  return <CmsPage identifier={IDENTIFIER} />;
}
