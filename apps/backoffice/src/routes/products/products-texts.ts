/** The texts of the product list's selection and bulk edit, in every culture of the back office (decision 0087). */
import { defineTexts } from '../../messages/define-texts.ts';

export const productsTexts = defineTexts({
  en: {
    'ProductBulk.Select': 'Select {name}',
    'ProductBulk.SelectPage': 'Select every product on this page',
    'ProductBulk.Selected': '{count} selected',
    'ProductBulk.Title': 'Change the selected products',
    'ProductBulk.Help':
      'Only what you fill in changes, on every colour and size of each selected product; prices in {currency}. All of them change, or none.',
    'ProductBulk.Price': 'Price ({currency})',
    'ProductBulk.Discount': 'Sale price ({currency})',
    'ProductBulk.RemoveDiscount': 'Take them off sale',
    'ProductBulk.Stock': 'Stock of every size',
    'ProductBulk.Status': 'Status',
    'ProductBulk.KeepStatus': 'Keep as it is',
    'ProductBulk.Apply': 'Apply to {count} products',
    'ProductBulk.Done': '{changed} of {count} products changed.',
  },
  de: {
    'ProductBulk.Select': '{name} auswählen',
    'ProductBulk.SelectPage': 'Alle Produkte dieser Seite auswählen',
    'ProductBulk.Selected': '{count} ausgewählt',
    'ProductBulk.Title': 'Ausgewählte Produkte ändern',
    'ProductBulk.Help':
      'Nur was Sie ausfüllen, ändert sich, an jeder Farbe und Größe jedes ausgewählten Produkts; Preise in {currency}. Alle ändern sich oder keines.',
    'ProductBulk.Price': 'Preis ({currency})',
    'ProductBulk.Discount': 'Angebotspreis ({currency})',
    'ProductBulk.RemoveDiscount': 'Aus dem Angebot nehmen',
    'ProductBulk.Stock': 'Bestand jeder Größe',
    'ProductBulk.Status': 'Status',
    'ProductBulk.KeepStatus': 'Unverändert lassen',
    'ProductBulk.Apply': 'Auf {count} Produkte anwenden',
    'ProductBulk.Done': '{changed} von {count} Produkten geändert.',
  },
  da: {
    'ProductBulk.Select': 'Vælg {name}',
    'ProductBulk.SelectPage': 'Vælg alle produkter på denne side',
    'ProductBulk.Selected': '{count} valgt',
    'ProductBulk.Title': 'Ret de valgte produkter',
    'ProductBulk.Help':
      'Kun det, du udfylder, ændres, på hver farve og størrelse af hvert valgt produkt; priser i {currency}. Alle ændres, eller ingen.',
    'ProductBulk.Price': 'Pris ({currency})',
    'ProductBulk.Discount': 'Tilbudspris ({currency})',
    'ProductBulk.RemoveDiscount': 'Tag dem af tilbud',
    'ProductBulk.Stock': 'Lager for hver størrelse',
    'ProductBulk.Status': 'Status',
    'ProductBulk.KeepStatus': 'Behold som nu',
    'ProductBulk.Apply': 'Anvend på {count} produkter',
    'ProductBulk.Done': '{changed} af {count} produkter ændret.',
  },
});
