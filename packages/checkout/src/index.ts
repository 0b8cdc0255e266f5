/** @packageDocumentation The ClubShop checkout: addresses with a send queue, shipping, drop points, vouchers and payment. */
export {
  ADDRESS_QUEUE_DELAY_MS,
  type AddressQueue,
  type AddressQueueOptions,
  createAddressQueue,
} from './address-queue.ts';
export { createInFlightGuard } from './in-flight-guard.ts';
