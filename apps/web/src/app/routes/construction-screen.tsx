import { ConstructionPanel } from '../../components/ui/construction-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** A screen of the route table whose content is not built yet: its real title over the shared panel. */
export function ConstructionScreen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <ConstructionPanel />
    </>
  );
}
