import { useTranslation } from 'react-i18next';
import { usePageRoute } from '../../../routes/pageContext.ts';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** The page of every mobile route still to be built: its registry title in a frame. */
export default function FramePage() {
  const { def } = usePageRoute();
  const { t } = useTranslation('pages');
  return <MobileFrame title={t(`title.${def.name}`)} />;
}
