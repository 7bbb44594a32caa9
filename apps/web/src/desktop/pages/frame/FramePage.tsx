import { useTranslation } from 'react-i18next';
import { usePageRoute } from '../../../routes/pageContext.ts';
import { Frame } from '../../components/Frame.tsx';

/** The page of every route still to be built: its registry title in a frame. */
export default function FramePage() {
  const { def } = usePageRoute();
  const { t } = useTranslation('pages');
  return <Frame title={t(`title.${def.name}`)} />;
}
