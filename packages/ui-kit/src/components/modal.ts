// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Modal, type ModalProps } from '../overlay/modal/modal.tsx';
