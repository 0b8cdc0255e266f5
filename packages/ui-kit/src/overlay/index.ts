/** Overlays: backdrop, slide-in panel, modal dialog, and the hooks they are made of. */
export { Backdrop, type BackdropProps } from './backdrop/backdrop.tsx';
export { lockBodyScroll, scrollLockCount, useScrollLock } from './hooks/scroll-lock.ts';
export { useRouteDismiss } from './hooks/use-dismiss.ts';
export { type FocusTrapOptions, focusableElements, useFocusTrap } from './hooks/use-focus-trap.ts';
export { usePresence } from './hooks/use-presence.ts';
export { Modal, type ModalProps } from './modal/modal.tsx';
export type { OverlayBehaviourProps } from './overlay-frame.tsx';
export { type OverlayController, OverlayProvider, useOverlay } from './overlay-provider/overlay-provider.tsx';
export { overlayTiming } from './overlay-timing.ts';
export { SlideInOverlay, type SlideInOverlayProps } from './slide-in-overlay/slide-in-overlay.tsx';
