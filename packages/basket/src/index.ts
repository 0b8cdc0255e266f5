/** @packageDocumentation The ClubShop basket: token cookie, summary, lines, reset and React hooks. */
export {};
