/** @packageDocumentation The ClubShop checkout: addresses with a send queue, shipping, drop points, vouchers and payment. */
export {};
