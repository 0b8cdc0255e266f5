/** @packageDocumentation Form rules of the ClubShop storefront. */
export { isEmpty } from './is-empty';
