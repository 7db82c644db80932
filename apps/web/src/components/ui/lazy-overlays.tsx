// A drawer or a dialog, its code fetched on demand (overlays.tsx): for the parts that open one.
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../../lib/chunk-timeout';
import type { Dialog } from './dialog';
import type { Drawer } from './drawer';
import { loadDialog, loadDrawer } from './overlays';

const DrawerPanel = lazyChunk(() => loadDrawer().then((module) => ({ default: module.Drawer })));
const DialogPanel = lazyChunk(() => loadDialog().then((module) => ({ default: module.Dialog })));

/** components/ui/drawer's Drawer, its code fetched on demand. */
export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}

/** components/ui/dialog's Dialog, its code fetched on demand. */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
