/**
 * Staff (owners only): every member with their role and sites, a form to add one, and for each
 * member a change of role and sites or a removal (confirmed first; the API refuses to leave the
 * shop without an owner, and the member's sessions end). The add form checks with the contract's
 * e-mail rule and the staff password rule (12+ characters, none of the common passwords:
 * `newStaffInputSchema`, the fields the API applies) before it sends; the password is never shown
 * again. A new member gets the sites of the member adding them (the API's default).
 */

import { isHttpError } from '@clubshop/api-sdk';
import { type StaffMemberView, type StaffRole, staffRoles } from '@clubshop/api-sdk/admin';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { bindFields } from '../../app/form-fields.ts';
import { useT } from '../../app/i18n.ts';
import { useRowEditor } from '../../app/use-row-editor.ts';
import { ConfirmActions } from '../../components/confirm-actions.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { EditMember } from './edit-member.tsx';
import { formErrorKey, newStaffErrors } from './new-staff-errors.ts';
import { staffQuery } from './staff-queries.ts';

export default function Staff() {
  const { t } = useT();
  const client = useQueryClient();
  const staff = useQuery(staffQuery());
  const [values, setValues] = useState({ email: '', password: '', role: 'editor' as StaffRole });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'role', string>>>({});
  const field = bindFields(values, setValues, errors);
  const [created, setCreated] = useState<string | undefined>();
  const refresh = () => void client.invalidateQueries({ queryKey: staffQuery().queryKey });
  const editor = useRowEditor<StaffMemberView>(refresh);
  const { editing, setEditing, done: notice, setDone: setNotice } = editor;
  const [removing, setRemoving] = useState<StaffMemberView | undefined>();
  const remove = useMutation({
    mutationFn: (member: StaffMemberView) => admin.staff.remove(member.id),
    onSuccess: (_, member) => {
      setRemoving(undefined);
      setNotice(t('Staff.Removed', { email: member.email }));
      refresh();
    },
  });
  const create = useMutation({
    mutationFn: () => admin.staff.create({ ...values, email: values.email.trim() }),
    onSuccess: ({ data }) => {
      setCreated(t('Staff.Created', { email: data.email }));
      setValues({ email: '', password: '', role: values.role });
      refresh();
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
        <DataTable
          caption={t('Staff.Title')}
          rows={staff.data.items}
          rowKey={(member) => member.id}
          columns={[
            {
              id: 'email',
              header: t('Staff.Email'),
              cell: (member) => (
                <>
                  {member.email}
                  {member.disabled ? ` (${t('Staff.Disabled')})` : ''}
                </>
              ),
            },
            { id: 'role', header: t('Staff.Role'), cell: (member) => t(`Role.${member.role}`) },
            {
              id: 'sites',
              header: t('Staff.Sites'),
              cell: (member) => (member.sites === 'all' ? t('Staff.AllSites') : member.sites.join(', ')),
            },
            {
              id: 'actions',
              header: t('Staff.Actions'),
              className: 'bo-actions',
              labelled: false,
              cell: (member) =>
                member.disabled ? null : (
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
                ),
            },
          ]}
        />
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removing ? (
        <div className="bo-card" role="alertdialog" aria-labelledby="remove-staff">
          <p id="remove-staff">{t('Staff.RemoveConfirm', { email: removing.email })}</p>
          {remove.isError ? <ErrorMessage error={remove.error} /> : null}
          <ConfirmActions
            yes={t('Staff.Remove', { email: removing.email })}
            no={t('Staff.Cancel')}
            busy={remove.isPending}
            onYes={() => remove.mutate(removing)}
            onNo={() => setRemoving(undefined)}
          />
        </div>
      ) : null}
      {editing ? (
        <EditMember key={editing.id} member={editing} onDone={editor.finished} onCancel={editor.cancel} />
      ) : null}
      <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="create-staff">
        <h2 id="create-staff">{t('Staff.Create')}</h2>
        <TextField
          id="staff-email"
          label={t('Staff.Email')}
          type="email"
          autoComplete="off"
          required
          {...field('email')}
        />
        <TextField
          id="staff-password"
          label={t('Staff.Password')}
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
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
