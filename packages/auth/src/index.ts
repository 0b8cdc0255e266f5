/** @packageDocumentation Sessions for ClubShop storefronts: login, tokens in cookies, refresh, guard and hooks. */
export {};
