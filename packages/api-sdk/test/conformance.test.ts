/**
 * The contract's side of the shared rule tables (`@clubshop/validation/conformance`): the request
 * schemas the API validates bodies with accept and refuse what the forms accept and refuse, and
 * the SDK's size helpers order sizes as the table says.
 */
import { basketLinePayloadSchema, invoiceDetailsSchema, sortSizeLabels } from '@clubshop/api-sdk';
import { fieldRuleTable, sizeOrderTable, validInvoiceDetails } from '@clubshop/validation/conformance';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

/** The dot paths of the issues a value of `field` in an invoice gets. */
function invoiceIssues(field: 'email' | 'phone' | 'street', value: string): string[] {
  // The confirmation repeats the address, as a shopper types it twice.
  const confirmation = field === 'email' ? { emailConfirmation: value } : {};
  const result = v.safeParse(invoiceDetailsSchema, {
    ...validInvoiceDetails,
    [field]: value,
    ...confirmation,
  });
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue) ?? '');
}

function addOnNameIssues(name: string): string[] {
  const result = v.safeParse(basketLinePayloadSchema, {
    productId: 'v1',
    quantity: 1,
    addOnAndProductRelationId: 'a1',
    addOns: [{ type: 'Personal', name }],
  });
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue) ?? '');
}

describe.each(['email', 'phone', 'street'] as const)('invoice %s (conformance table)', (field) => {
  it.each(fieldRuleTable[field].accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(invoiceIssues(field, value)).toEqual([]);
  });
  it.each(fieldRuleTable[field].refused.map((value) => [value]))('refuses %j', (value) => {
    expect(invoiceIssues(field, value)).toContain(field);
  });
});

describe('personalisation name (conformance table)', () => {
  it.each(fieldRuleTable.addOnName.accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(addOnNameIssues(value)).toEqual([]);
  });
  it.each(fieldRuleTable.addOnName.refused.map((value) => [value]))('refuses %j', (value) => {
    expect(addOnNameIssues(value)).toEqual(['addOns.0.name']);
  });
});

describe('size order (conformance table)', () => {
  it('sortSizeLabels orders the table as the requirements do', () => {
    expect(sortSizeLabels([...sizeOrderTable.ordered].reverse())).toEqual(sizeOrderTable.ordered);
    expect(sortSizeLabels(sizeOrderTable.unknown.input)).toEqual(sizeOrderTable.unknown.sorted);
  });
});
