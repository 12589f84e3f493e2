import { CmsPage, cmsMetadata } from '@/components/content/cms-page';

const IDENTIFIER = 'privacy-policy';

export const generateMetadata = () => cmsMetadata(IDENTIFIER, '/privacy-policy');

export default function Page() {
  return <CmsPage identifier={IDENTIFIER} />;
}
