import { LIFETIMES, type ToastType } from '@dating/rules';
import { create } from 'zustand';
import { useState } from 'react';

/** Modals of this round (spec section 2 lists more; each later screen adds its own name). */
export type ModalName =
  | 'login'
  | 'registration'
  | 'forgotPassword'
  | 'cookiePreferences'
  | 'lowCredits'
  | 'womenAgreement'
  | 'sendLetter'
  | 'balance'
  | 'creditsInfo'
  | 'lettersChatInfo'
  | 'paymentsChoice'
  | 'contactInfo'
  | 'gift';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  /** Milliseconds until it closes (default 3000). */
  timeout: number;
  icon?: string;
}

export interface ConfirmRequest {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirming loses something (typed text): the focus starts on Cancel, so Enter keeps it, and Confirm shows as a warning. */
  destructive?: boolean;
}

interface ConfirmState extends ConfirmRequest {
  resolve: (answer: boolean) => void;
}

export interface UiState {
  modals: Partial<Record<ModalName, boolean>>;
  /** Data handed to the open modal (e.g. the reason of the low-credits modal). */
  modalData: Partial<Record<ModalName, unknown>>;
  toasts: Toast[];
  confirmState: ConfirmState | null;
  sidebarOpen: boolean;
  /** Blocking operations in flight; the loader shows after the spec's 300 ms. */
  pending: number;
  openModal(name: ModalName, data?: unknown): void;
  closeModal(name: ModalName): void;
  toast(message: string, type?: ToastType, timeout?: number): number;
  dismissToast(id: number): void;
  confirm(request: ConfirmRequest): Promise<boolean>;
  answerConfirm(answer: boolean): void;
  setSidebarOpen(open: boolean): void;
  track<T>(work: Promise<T>): Promise<T>;
}

let nextToastId = 1;

export const useUi = create<UiState>((set, get) => ({
  modals: {},
  modalData: {},
  toasts: [],
  confirmState: null,
  sidebarOpen: false,
  pending: 0,
  openModal(name, data) {
    set((s) => ({ modals: { ...s.modals, [name]: true }, modalData: { ...s.modalData, [name]: data } }));
  },
  closeModal(name) {
    set((s) => ({ modals: { ...s.modals, [name]: false }, modalData: { ...s.modalData, [name]: undefined } }));
  },
  toast(message, type = 'info', timeout = LIFETIMES.toastMs) {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.message !== message), { id, message, type, timeout }] }));
    return id;
  },
  dismissToast(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  confirm(request) {
    get().confirmState?.resolve(false);
    return new Promise<boolean>((resolve) => set({ confirmState: { ...request, resolve } }));
  },
  answerConfirm(answer) {
    const current = get().confirmState;
    // resolves, then resets the labels (spec section 4)
    set({ confirmState: null });
    current?.resolve(answer);
  },
  setSidebarOpen(open) {
    set({ sidebarOpen: open });
  },
  async track(work) {
    set((s) => ({ pending: s.pending + 1 }));
    try {
      return await work;
    } finally {
      set((s) => ({ pending: Math.max(0, s.pending - 1) }));
    }
  },
}));

/** Shorthands usable outside React. */
export const toast = (message: string, type?: ToastType, timeout?: number) => useUi.getState().toast(message, type, timeout);
export const confirmDialog = (request: ConfirmRequest) => useUi.getState().confirm(request);
export const openModal = (name: ModalName, data?: unknown) => useUi.getState().openModal(name, data);
export const closeModal = (name: ModalName) => useUi.getState().closeModal(name);

/**
 * A modal opened with a target through the store: whether it is open, its target and its close.
 * The store forgets the target on close; the last one stays on screen while the dialog fades out.
 */
export function useModalTarget<T>(name: ModalName): { open: boolean; target: T | undefined; close: () => void } {
  const open = useUi((s) => !!s.modals[name]);
  const target = useUi((s) => s.modalData[name] as T | undefined);
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return { open, target: shown, close: () => closeModal(name) };
}
