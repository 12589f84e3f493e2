import { CmsPage, cmsMetadata } from '@/components/content/cms-page';

const IDENTIFIER = 'about-us';

export const generateMetadata = () => cmsMetadata(IDENTIFIER, '/about');

export default function Page() {
  return <CmsPage identifier={IDENTIFIER} />;
}
