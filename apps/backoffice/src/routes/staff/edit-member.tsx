/** Changes a member's role, sites or password (read for its ETag). */
import { isHttpError } from '@clubshop/api-sdk';
import { type StaffMemberView, type StaffRole, staffRoles } from '@clubshop/api-sdk/admin';
import { Alert, Checkbox, Select } from '@clubshop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useSites } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SaveOrCancel } from '../../components/save-or-cancel.tsx';

/** Changes a member's role and sites (read first for its ETag; a stale one is refused, 412). */
export function EditMember({
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
      <SaveOrCancel saving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
