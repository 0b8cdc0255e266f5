/**
 * Staff (owners only): every member with their role and sites, and a form to add one. The form
 * checks with the contract's e-mail and password rules (`newStaffInputSchema`, the fields the API
 * applies) before it sends; the password is never shown again.
 */

import { isHttpError } from '@clubshop/api-sdk';
import { newStaffInputSchema, type StaffRole, staffRoles } from '@clubshop/api-sdk/admin';
import { codeOfIssue } from '@clubshop/api-sdk/contract';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { admin } from '../app/admin.ts';
import { ErrorMessage } from '../app/error-message.tsx';
import { useT } from '../app/i18n.ts';
import type { MessageKey } from '../messages/index.ts';

type Field = 'email' | 'password' | 'role';

/** The back office's message of a contract rule's code (`Form.Validation.Email`...). */
export function formErrorKey(code: string | undefined): MessageKey {
  if (code === 'Form.Validation.Email') return 'Form.Email';
  if (code === 'Form.Validation.Min') return 'Form.Password';
  if (code === 'Form.Validation.Required') return 'Form.Required';
  return 'Form.Invalid';
}

/**
 * The first error of each field of a new member, by the contract's rules (the admin API checks
 * the very same fields), as the codes of those rules.
 */
export function newStaffErrors(values: Record<Field, string>) {
  const errors: Partial<
    Record<Field, { code: string | undefined; params: Record<string, string | number> }>
  > = {};
  for (const issue of v.safeParse(newStaffInputSchema, values).issues ?? []) {
    const field = issue.path?.[0]?.key as Field | undefined;
    if (!field || errors[field]) continue;
    const coded = codeOfIssue(issue);
    errors[field] = { code: coded?.code, params: (coded?.params ?? {}) as Record<string, string | number> };
  }
  return errors;
}

export default function Staff() {
  const { t } = useT();
  const client = useQueryClient();
  const staff = useQuery({ queryKey: ['staff'], queryFn: () => admin.staff.list() });
  const [values, setValues] = useState({ email: '', password: '', role: 'editor' as StaffRole });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'role', string>>>({});
  const [created, setCreated] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => admin.staff.create({ ...values, email: values.email.trim() }),
    onSuccess: ({ data }) => {
      setCreated(t('Staff.Created', { email: data.email }));
      setValues({ email: '', password: '', role: values.role });
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 409) setErrors({ email: t('Staff.Exists') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    const messages = Object.fromEntries(
      Object.entries(newStaffErrors(values)).map(([field, error]) => [
        field,
        error ? t(formErrorKey(error.code), error.params) : undefined,
      ]),
    );
    setErrors(messages);
    if (Object.values(messages).some(Boolean)) {
      document
        .getElementById(
          Object.keys(messages).find((field) => messages[field]) === 'email'
            ? 'staff-email'
            : 'staff-password',
        )
        ?.focus();
      return;
    }
    create.mutate();
  };
  return (
    <>
      <h1>{t('Staff.Title')}</h1>
      {staff.isError ? <ErrorMessage error={staff.error} /> : null}
      {staff.data ? (
        <table className="bo-table">
          <caption className="bo-visually-hidden">{t('Staff.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Staff.Email')}</th>
              <th scope="col">{t('Staff.Role')}</th>
              <th scope="col">{t('Staff.Sites')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.items.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.email}
                  {member.disabled ? ` (${t('Staff.Disabled')})` : ''}
                </td>
                <td>{t(`Role.${member.role}`)}</td>
                <td>{member.sites === 'all' ? t('Staff.AllSites') : member.sites.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="create-staff">
        <h2 id="create-staff">{t('Staff.Create')}</h2>
        <TextField
          id="staff-email"
          label={t('Staff.Email')}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <TextField
          id="staff-password"
          label={t('Staff.Password')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <Select
          label={t('Staff.Role')}
          value={values.role}
          onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })}
          options={staffRoles.map((role) => ({ value: role, label: t(`Role.${role}`) }))}
        />
        {create.isError && !(isHttpError(create.error) && create.error.status === 409) ? (
          <ErrorMessage error={create.error} />
        ) : null}
        {created ? <Alert tone="success">{created}</Alert> : null}
        <Button type="submit" variant="primary" loading={create.isPending}>
          {t('Staff.Create')}
        </Button>
      </form>
    </>
  );
}
