/**
 * Staff (owners only): every member with their role and sites, a form to add one, and for each
 * member a change of role and sites or a removal (confirmed first; the API refuses to leave the
 * shop without an owner, and the member's sessions end). The add form checks with the contract's
 * e-mail rule and the staff password rule (12+ characters, none of the common passwords:
 * `newStaffInputSchema`, the fields the API applies) before it sends; the password is never shown
 * again. A new member gets the sites of the member adding them (the API's default).
 */

import { isHttpError } from '@clubshop/api-sdk';
import {
  newStaffInputSchema,
  type StaffMemberView,
  type StaffRole,
  staffRoles,
} from '@clubshop/api-sdk/admin';
import { codeOfIssue } from '@clubshop/api-sdk/contract';
import { Alert, Button, Checkbox, Select, TextField } from '@clubshop/ui-kit';
import { adminMessageKeys } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { admin } from '../../app/admin.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import type { MessageKey } from '../../messages/index.ts';

type Field = 'email' | 'password' | 'role';

/** The back office's message of a contract rule's code (`Form.Validation.Email`...). */
export function formErrorKey(code: string | undefined): MessageKey {
  // The staff password rule's keys (12+ characters, none of the common ones) are the admin rules'.
  if (code === adminMessageKeys.staffPasswordLength || code === adminMessageKeys.commonPassword) return code;
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
  const [editing, setEditing] = useState<StaffMemberView | undefined>();
  const [removing, setRemoving] = useState<StaffMemberView | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: (member: StaffMemberView) => admin.staff.remove(member.id),
    onSuccess: (_, member) => {
      setRemoving(undefined);
      setNotice(t('Staff.Removed', { email: member.email }));
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
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
              <th scope="col">{t('Staff.Actions')}</th>
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
                <td className="bo-actions">
                  {member.disabled ? null : (
                    <>
                      <Button
                        variant="secondary"
                        aria-label={t('Staff.EditTitle', { email: member.email })}
                        onClick={() => {
                          setNotice(undefined);
                          setRemoving(undefined);
                          setEditing(member);
                        }}
                      >
                        {t('Staff.Edit')}
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => {
                          setNotice(undefined);
                          setEditing(undefined);
                          remove.reset();
                          setRemoving(member);
                        }}
                      >
                        {t('Staff.Remove', { email: member.email })}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removing ? (
        <div className="bo-card" role="alertdialog" aria-labelledby="remove-staff">
          <p id="remove-staff">{t('Staff.RemoveConfirm', { email: removing.email })}</p>
          {remove.isError ? <ErrorMessage error={remove.error} /> : null}
          <div className="bo-actions">
            <Button variant="primary" loading={remove.isPending} onClick={() => remove.mutate(removing)}>
              {t('Staff.Remove', { email: removing.email })}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(undefined)}>
              {t('Staff.Cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <EditMember
          key={editing.id}
          member={editing}
          onDone={(message) => {
            setEditing(undefined);
            setNotice(message);
            void client.invalidateQueries({ queryKey: ['staff'] });
          }}
          onCancel={() => setEditing(undefined)}
        />
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

/** Changes a member's role and sites (read first for its ETag; a stale one is refused, 412). */
function EditMember({
  member,
  onDone,
  onCancel,
}: {
  member: StaffMemberView;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const sites = useSites();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [chosen, setChosen] = useState<string[]>(member.sites === 'all' ? [] : member.sites);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const save = useMutation({
    mutationFn: async () => {
      const { etag } = await admin.staff.get(member.id);
      return admin.staff.update(member.id, { role, sites: chosen.length === 0 ? 'all' : chosen }, etag);
    },
    onSuccess: ({ data }) => onDone(t('Staff.Updated', { email: data.email })),
  });
  const lastOwner = save.isError && isHttpError(save.error) && save.error.code === 'Admin.Error.LastOwner';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="edit-staff">
      <h2 id="edit-staff" ref={heading} tabIndex={-1}>
        {t('Staff.EditTitle', { email: member.email })}
      </h2>
      <Select
        id="edit-staff-role"
        label={t('Staff.Role')}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        options={staffRoles.map((value) => ({ value, label: t(`Role.${value}`) }))}
      />
      <fieldset>
        <legend>{t('Staff.Sites')}</legend>
        <p>{t('Staff.SitesHelp')}</p>
        {(sites.data?.items ?? []).map((site) => (
          <Checkbox
            key={site.storeId}
            label={site.storeId}
            checked={chosen.includes(site.storeId)}
            onChange={(event) =>
              setChosen(
                event.target.checked
                  ? [...chosen, site.storeId]
                  : chosen.filter((storeId) => storeId !== site.storeId),
              )
            }
          />
        ))}
      </fieldset>
      {lastOwner ? <Alert tone="error">{t('Staff.LastOwner')}</Alert> : null}
      {save.isError && !lastOwner ? <ErrorMessage error={save.error} /> : null}
      <div className="bo-actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('Staff.Cancel')}
        </Button>
      </div>
    </form>
  );
}
