/**
 * The API's messages (`messages/api-messages.ts`) in German and Danish; the English rows are the
 * API's own texts. A shop translates an error's `code` with these (params fill the placeholders).
 */
import { type ApiMessageKey, apiMessages } from './api-messages.ts';

/** code -> [de, da] */
const translations: Record<ApiMessageKey, [string, string]> = {
  'Api.Error.BodyRequired': [
    'Die Anfrage braucht einen JSON-Inhalt',
    'Forespørgslen skal have et JSON-indhold',
  ],
  'Api.Error.MalformedJson': ['Ungültiger JSON-Inhalt: {reason}', 'Ugyldigt JSON-indhold: {reason}'],
  'Api.Error.Unauthorized': ['Bitte melde dich an', 'Log venligst ind'],
  'Api.Error.TokenExpired': ['Deine Sitzung ist abgelaufen', 'Din session er udløbet'],
  'Api.Error.TokenRevoked': ['Deine Sitzung wurde beendet', 'Din session er afsluttet'],
  'Api.Error.TokenInvalid': ['Deine Sitzung ist ungültig', 'Din session er ugyldig'],
  'Api.Error.UnknownStoreId': ['Unbekannter Shop „{storeId}“', 'Ukendt butik "{storeId}"'],
  'Api.Error.BodyTooLarge': ['Die Anfrage ist zu groß', 'Forespørgslen er for stor'],
  'Api.Error.PathTooLong': ['Die Adresse ist zu lang', 'Adressen er for lang'],
  'Api.Error.NoSuchEndpoint': ['Diese Adresse gibt es nicht', 'Denne adresse findes ikke'],
  'Api.Error.Internal': ['Auf dem Server ist ein Fehler aufgetreten', 'Der opstod en fejl på serveren'],
  'Api.Error.RequestFailed': ['Die Anfrage ist fehlgeschlagen', 'Forespørgslen mislykkedes'],
  'Api.Error.Overloaded': [
    'Im Shop ist gerade sehr viel los. Bitte versuche es gleich noch einmal.',
    'Der er meget travlt i butikken lige nu. Prøv igen om et øjeblik.',
  ],
  'Api.Error.RequestTimeout': [
    'Die Anfrage kam nicht rechtzeitig an. Bitte versuche es noch einmal.',
    'Forespørgslen nåede ikke frem i tide. Prøv venligst igen.',
  ],
  'Api.Error.ReturnUrlNotOfShop': [
    '{field} muss eine Seite dieses Shops sein ({origin})',
    '{field} skal være en side i denne butik ({origin})',
  ],
  'Api.Error.PaymentUnavailable': [
    'Dieser Shop kann gerade keine Zahlungen annehmen',
    'Denne butik kan ikke modtage betalinger i øjeblikket',
  ],
  'Api.Error.DatabaseUnavailable': [
    'Der Shop ist gerade überlastet. Bitte versuche es in ein paar Sekunden erneut.',
    'Butikken er overbelastet lige nu. Prøv igen om et par sekunder.',
  ],
  'Api.Error.MediaStoreUnavailable': [
    'Der Shop erreicht seinen Bildspeicher gerade nicht. Bitte versuche es in ein paar Sekunden erneut.',
    'Butikken kan ikke nå sit billedlager lige nu. Prøv igen om et par sekunder.',
  ],
  'Api.Error.MediaStoreFull': [
    'Der Shop hat keinen Platz mehr für Bilder; nichts wurde gespeichert. Bitte sag der Verwaltung des Shops Bescheid.',
    'Butikken har ikke mere plads til billeder; intet blev gemt. Giv venligst butikkens administrator besked.',
  ],
  'Api.Error.Network': [
    'Der Shop ist gerade nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    'Butikken kan ikke nås lige nu. Tjek din forbindelse, og prøv igen.',
  ],
  'Api.Error.NotFound': [
    'Wir konnten nicht finden, wonach du suchst',
    'Vi kunne ikke finde det, du leder efter',
  ],
  'Api.Error.UnexpectedAnswer': [
    'Der Shop hat eine Antwort geschickt, die diese Seite nicht lesen kann. Bitte versuche es später noch einmal.',
    'Butikken sendte et svar, som denne side ikke kan læse. Prøv venligst igen senere.',
  ],
  'Api.Error.RequiredParameter': ['Der Parameter {parameter} fehlt', 'Parameteren {parameter} mangler'],
  'Api.Error.SessionExpired': [
    'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    'Din session er udløbet. Log venligst ind igen.',
  ],
  'Api.Error.ClientOptions': [
    'Der Shop ist falsch eingerichtet ({option})',
    'Butikken er sat forkert op ({option})',
  ],
  'Api.Error.InvalidValue': ['Dieser Wert ist ungültig', 'Denne værdi er ugyldig'],
  'Api.Error.UnknownMultipleFilter': ['Unbekannter Filter „{key}“', 'Ukendt filter "{key}"'],
  'Api.Error.UnknownRangeFilter': ['Unbekannter Filter „{key}“', 'Ukendt filter "{key}"'],
  'Api.Error.UnknownBitFilter': ['Unbekannter Filter „{key}“', 'Ukendt filter "{key}"'],
  'Api.Error.PriceRange': [
    'Der Mindestpreis liegt über dem Höchstpreis',
    'Minimumsprisen er højere end maksimumsprisen',
  ],
  'Api.Error.UnknownSort': ['Unbekannte Sortierung „{sort}“', 'Ukendt sortering "{sort}"'],
  'Api.Error.CategoryNotFound': ['Diese Kategorie gibt es nicht', 'Denne kategori findes ikke'],
  'Api.Error.VariantNotFound': ['Dieses Produkt gibt es nicht', 'Dette produkt findes ikke'],
  'Api.Error.ProductNotFound': ['Dieses Produkt gibt es nicht', 'Dette produkt findes ikke'],
  'Api.Error.UnknownSite': ['Unter {host} gibt es keinen Shop', 'Der er ingen butik på {host}'],
  'Api.Error.ImageNotFound': ['Dieses Bild gibt es nicht', 'Dette billede findes ikke'],
  'Api.Error.ImageSourceNotFound': ['Dieses Bild gibt es nicht', 'Dette billede findes ikke'],
  'Api.Error.BasketNotFound': ['Dein Warenkorb wurde nicht gefunden', 'Din kurv blev ikke fundet'],
  'Api.Error.BasketOrdered': [
    'Dieser Warenkorb ist schon bestellt; beginne einen neuen Einkauf',
    'Denne kurv er allerede bestilt; start en ny kurv',
  ],
  'Api.Error.ReceiptNotPaid': [
    'Dieser Warenkorb ist noch nicht bezahlt: es gibt keine Quittung',
    'Denne kurv er ikke betalt endnu: der er ingen kvittering',
  ],
  'Api.Error.ProductNotSold': [
    'Dieses Produkt wird in diesem Shop nicht verkauft',
    'Dette produkt sælges ikke i denne butik',
  ],
  'Api.Error.NotSoldInCurrency': [
    '{name} wird nicht in {currency} verkauft',
    '{name} sælges ikke i {currency}',
  ],
  'Api.Error.AddOnRelationRequired': ['Bitte wähle eine Beflockung', 'Vælg venligst et tryk'],
  'Api.Error.NoSuchAddOn': [
    'Diese Beflockung gibt es für dieses Produkt nicht',
    'Dette tryk findes ikke til dette produkt',
  ],
  'Api.Error.AddOnMissing': ['Sag uns, was gedruckt werden soll', 'Fortæl os, hvad der skal trykkes'],
  'Api.Error.AddOnWrongType': [
    'Für dieses Produkt gibt es diese Beflockung nicht',
    'Dette tryk findes ikke til dette produkt',
  ],
  'Api.Error.AddOnName': [
    'Der Name darf nur Buchstaben und Leerzeichen enthalten',
    'Navnet må kun indeholde bogstaver og mellemrum',
  ],
  'Api.Error.PlayerNumberMissing': ['Bitte gib eine Rückennummer an', 'Angiv venligst et trøjenummer'],
  'Api.Error.PlayerNumberRange': [
    'Die Rückennummer muss zwischen {min} und {max} liegen',
    'Trøjenummeret skal være mellem {min} og {max}',
  ],
  'Api.Error.PlayerNotInSquad': [
    'Im Kader gibt es keinen Spieler {name} mit der Nummer {number}',
    'Der er ingen spiller {name} med nummer {number} i truppen',
  ],
  'Api.Error.PersonalHasNoNumber': [
    'Ein eigener Name wird ohne Nummer gedruckt',
    'Et eget navn trykkes uden nummer',
  ],
  'Api.Error.LineNotFound': [
    'Dieser Artikel ist nicht mehr in deinem Warenkorb',
    'Denne vare er ikke længere i din kurv',
  ],
  'Api.Error.ProductNoLongerSold': [
    'Dieses Produkt wird nicht mehr verkauft',
    'Dette produkt sælges ikke længere',
  ],
  'Api.Error.MaxQuantity': [
    'Du kannst höchstens {max} Stück von {name} ({size}) kaufen.',
    'Du kan højst købe {max} stk. af {name} ({size}).',
  ],
  'Api.Error.OutOfStock': ['{name} ({size}) ist ausverkauft.', '{name} ({size}) er udsolgt.'],
  'Api.Error.OnlyInStock.one': [
    'Von {name} ({size}) ist nur noch {count} Stück auf Lager.',
    'Der er kun {count} stk. af {name} ({size}) på lager.',
  ],
  'Api.Error.OnlyInStock.other': [
    'Von {name} ({size}) sind nur noch {count} Stück auf Lager.',
    'Der er kun {count} stk. af {name} ({size}) på lager.',
  ],
  'Api.Error.ShippingNotToCountry': [
    'Diese Versandart liefert nicht in dieses Land',
    'Denne leveringsmetode leverer ikke til dette land',
  ],
  'Api.Error.NotAZipCode': ['„{zipCode}“ ist keine Postleitzahl', '"{zipCode}" er ikke et postnummer'],
  'Api.Error.PostcodeMalformed': [
    '„{zipCode}“ ist nicht wie eine Postleitzahl in {country} geschrieben',
    '"{zipCode}" er ikke skrevet som et postnummer i {country}',
  ],
  'Api.Error.PostcodeUnknown': [
    'In {country} gibt es keine Postleitzahl „{zipCode}“',
    'Der findes intet postnummer "{zipCode}" i {country}',
  ],
  'Api.Error.NoDropPointNeeded': [
    '{carrier} liefert bis an die Tür: keine Abholstation nötig',
    '{carrier} leverer til døren: intet udleveringssted nødvendigt',
  ],
  'Api.Error.DropPointZipCodeMissing': [
    'Gib eine Postleitzahl an, um eine Abholstation zu wählen',
    'Angiv et postnummer for at vælge et udleveringssted',
  ],
  'Api.Error.DropPointNotNear': [
    'Diese Abholstation liegt nicht in der Nähe von {zipCode}',
    'Dette udleveringssted ligger ikke i nærheden af {zipCode}',
  ],
  'Api.Error.VoucherEmpty': ['Bitte gib einen Gutscheincode ein.', 'Indtast venligst en rabatkode.'],
  'Api.Error.VoucherNotFound': [
    'Den Gutscheincode „{code}“ gibt es nicht.',
    'Rabatkoden "{code}" findes ikke.',
  ],
  'Api.Error.VoucherOnBasket': [
    'Der Gutscheincode „{code}“ ist schon eingelöst.',
    'Rabatkoden "{code}" er allerede i din kurv.',
  ],
  'Api.Error.VoucherNotYetValid': [
    'Der Gutscheincode „{code}“ gilt noch nicht.',
    'Rabatkoden "{code}" gælder ikke endnu.',
  ],
  'Api.Error.VoucherExpired': [
    'Der Gutscheincode „{code}“ ist abgelaufen.',
    'Rabatkoden "{code}" er udløbet.',
  ],
  'Api.Error.VoucherUsed': [
    'Der Gutscheincode „{code}“ wurde schon verwendet.',
    'Rabatkoden "{code}" er allerede brugt.',
  ],
  'Api.Error.VoucherNotInShop': [
    'Der Gutscheincode „{code}“ gilt nicht in diesem Shop.',
    'Rabatkoden "{code}" kan ikke bruges i denne butik.',
  ],
  'Api.Error.VoucherOnePercentage': [
    'Pro Bestellung gilt nur ein Prozent-Gutschein.',
    'Der kan kun bruges én procentrabat pr. ordre.',
  ],
  'Api.Error.VoucherOneAmount': [
    'Pro Bestellung gilt nur ein Betrags-Gutschein.',
    'Der kan kun bruges én beløbsrabat pr. ordre.',
  ],
  'Api.Error.VoucherOneFreeShipping': [
    'Pro Bestellung gilt nur ein Gutschein für kostenlosen Versand.',
    'Der kan kun bruges én rabatkode til gratis fragt pr. ordre.',
  ],
  'Api.Error.VoucherNotStackable': [
    'Der Gutscheincode „{code}“ kann nicht mit anderen Gutscheincodes kombiniert werden.',
    'Rabatkoden "{code}" kan ikke kombineres med andre rabatkoder.',
  ],
  'Api.Error.VoucherMinimumOrder': [
    'Der Gutscheincode „{code}“ gilt ab einem Bestellwert von {amount}.',
    // Danish money ends in "kr." already: no second full stop.
    'Rabatkoden "{code}" kræver en ordre på mindst {amount}',
  ],
  'Api.Error.VoucherMax': [
    'Pro Bestellung gelten höchstens {max} Gutscheincodes.',
    'Der kan højst bruges {max} rabatkoder pr. ordre.',
  ],
  'Api.Error.VoucherNotOnBasket': [
    'Der Gutscheincode „{code}“ ist nicht eingelöst',
    'Rabatkoden "{code}" er ikke i din kurv',
  ],
  'Api.Error.VoucherNoLongerValid': [
    'Der Gutscheincode „{code}“ gilt nicht mehr; bitte entferne ihn.',
    'Rabatkoden "{code}" gælder ikke længere; fjern den venligst.',
  ],
  'Api.Error.BasketEmpty': ['Dein Warenkorb ist leer.', 'Din kurv er tom.'],
  'Api.Error.LineNotSoldHere': [
    '{name} wird in diesem Shop nicht mehr verkauft.',
    '{name} sælges ikke længere i denne butik.',
  ],
  'Api.Error.BillingAddressMissing': [
    'Bitte gib deine Rechnungsadresse ein.',
    'Udfyld venligst din faktureringsadresse.',
  ],
  'Api.Error.ShippingMethodMissing': ['Bitte wähle eine Versandart.', 'Vælg venligst en leveringsmetode.'],
  'Api.Error.DropPointMissing': [
    'Bitte wähle eine Abholstation für dein Paket.',
    'Vælg venligst et udleveringssted til din pakke.',
  ],
  'Api.Error.PaymentMethodNotOffered': [
    'Diese Zahlungsart wird hier nicht angeboten.',
    'Denne betalingsmetode tilbydes ikke her.',
  ],
  'Api.Error.AccountExists': [
    'Es gibt schon ein Konto mit dieser E-Mail-Adresse',
    'Der findes allerede en konto med denne e-mailadresse',
  ],
  'Api.Error.ConfirmTokenInvalid': [
    'Dieser Link ist ungültig oder abgelaufen',
    'Linket er ugyldigt eller udløbet',
  ],
  'Api.Error.ResetTokenInvalid': [
    'Dieser Link ist ungültig oder abgelaufen',
    'Linket er ugyldigt eller udløbet',
  ],
  'Api.Error.UserGone': ['Dieses Konto gibt es nicht mehr', 'Denne konto findes ikke længere'],
  'Api.Error.OrderNotFound': ['Diese Bestellung gibt es nicht', 'Denne ordre findes ikke'],
  'Api.Error.LoginFailed': ['E-Mail oder Passwort ist falsch', 'E-mail eller adgangskode er forkert'],
  'Api.Error.MfaRequired': [
    'Gib den Code deiner Authenticator-App (oder einen Wiederherstellungscode) ein',
    'Indtast koden fra din godkendelsesapp (eller en gendannelseskode)',
  ],
  'Api.Error.MfaCodeInvalid': [
    'Der Code ist falsch oder wurde schon verwendet',
    'Koden er forkert eller er allerede brugt',
  ],
  'Api.Error.MfaTokenInvalid': [
    'Die Anmeldung hat zu lange gedauert oder ist ungültig; melde dich neu an',
    'Login tog for lang tid eller er ugyldigt; log ind igen',
  ],
  'Api.Error.TwoFactorSetupRequired': [
    'Richte zuerst die Anmeldung in zwei Schritten ein: Inhaber brauchen sie',
    'Opsæt først totrinslogin: ejere skal have det',
  ],
};

/** The API messages' dictionary rows: [alias, en, de, da]. */
export function apiMessageEntries(): Array<[string, string, string, string]> {
  return (Object.keys(apiMessages) as ApiMessageKey[]).map((alias) => {
    const [de, da] = translations[alias];
    return [alias, apiMessages[alias], de, da];
  });
}
