/**
 * @packageDocumentation The test tables of the rules every side applies (`@clubshop/validation/
 * conformance`): the size order and the field rules. The rules, the SDK's contract, the kit and
 * the API all run them, so they agree by test as well as by construction. Data only: no React,
 * no valibot.
 */
export { type FieldRuleCases, fieldRuleTable, validInvoiceDetails } from './field-rule-table.ts';
export { sizeOrderTable } from './size-order-table.ts';
