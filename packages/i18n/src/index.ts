/** @packageDocumentation Culture context, dictionary translations, money, date and month formatting for ClubShop storefronts. */
export {};
