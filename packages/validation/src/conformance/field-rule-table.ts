import { fieldLimits } from '../fields/field-limits.ts';

/** Values one field rule accepts and refuses. */
export interface FieldRuleCases {
  readonly accepted: readonly string[];
  readonly refused: readonly string[];
}

/**
 * The test table of the field rules of docs/product/requirements.md#validation-rules that both a
 * form and the API check. Every side runs it: the rules (`@clubshop/validation`), the contract's
 * request schemas (`@clubshop/api-sdk`), the kit's forms and the API's answers to the same values.
 * Lengths follow {@link fieldLimits}: one character more than a limit is refused everywhere.
 */
export const fieldRuleTable = {
  /** The name printed on a shirt (`addOnName`): letters, accented Latin too, and spaces. */
  addOnName: {
    accepted: ['Nguyễn', 'Søren', 'Müller', 'José', 'Zoë', 'Łukasz', 'Straße', 'Van Dijk', 'ÆØÅ'],
    refused: [
      "O'Neil",
      'Jean-Luc',
      'R2D2',
      'Иван',
      'Κώστας',
      '⚽',
      'Dr.',
      'a'.repeat(fieldLimits.addOnName.max + 1),
    ],
  },
  email: {
    accepted: ['fan@club.example', 'first.last+tag@mail.co.uk', 'a_b-c@sub.domain.dk', 'NO@CLUB.DE'],
    refused: [
      'fan@club',
      'fan@@club.example',
      'fan,x@club.example',
      '.fan@club.example',
      'fan..x@club.example',
      'fan club@example.com',
      'fan@-club.example',
      `${'a'.repeat(fieldLimits.email.max)}@club.example`,
    ],
  },
  phone: {
    accepted: ['+45 12 34 56 78', '(030) 123/456', '+1.555.123.4567', '0044-20-7946-0958', '12345678'],
    refused: ['call me', '12ab34', '+45 (12) 34', '++', '1'.repeat(fieldLimits.phone.max + 1)],
  },
  /** The street line of an address: at least one letter and one digit. */
  street: {
    accepted: ['Main Street 12', 'Straße 5', 'Тверская 7', '12B', 'Flat 3, 14 High Road'],
    refused: ['Main Street', '12', '---', `Road ${'1'.repeat(fieldLimits.street.max)}`],
  },
} as const satisfies Record<string, FieldRuleCases>;

/**
 * A complete, valid invoice address: the table's e-mail, phone and street values are tried in it
 * one field at a time, so any refusal is that field's.
 */
export const validInvoiceDetails = {
  email: 'fan@club.example',
  emailConfirmation: 'fan@club.example',
  phone: '+44 20 7946 0958',
  firstName: 'Sam',
  lastName: 'Fan',
  street: 'High Road 1',
  city: 'London',
  zipCode: 'N17 0AP',
  country: 'GB',
} as const;
