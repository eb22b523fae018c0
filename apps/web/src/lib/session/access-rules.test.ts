import { ownerUser, receptionistUser, staffUser, stylistUser } from '../../testing/session-fixtures';
import { mayCall, subRecordRights } from './access-rules';

describe('subRecordRights', () => {
  it('gives a stylist (appointments read and update) Edit alone on appointment notes and extras, and nothing on client notes', () => {
    expect(subRecordRights(stylistUser, 'appointmentNotes')).toEqual({ add: false, edit: true, remove: false });
    expect(subRecordRights(stylistUser, 'appointmentServices')).toEqual({ add: false, edit: true, remove: false });
    expect(subRecordRights(stylistUser, 'clientNotes')).toEqual({ add: false, edit: false, remove: false });
  });

  it('gives a receptionist and an owner all three', () => {
    for (const user of [receptionistUser, ownerUser]) {
      expect(subRecordRights(user, 'appointmentNotes')).toEqual({ add: true, edit: true, remove: true });
      expect(subRecordRights(user, 'appointmentServices')).toEqual({ add: true, edit: true, remove: true });
      expect(subRecordRights(user, 'clientNotes')).toEqual({ add: true, edit: true, remove: true });
    }
  });

  it('gives no rights to a user without permissions or to nobody', () => {
    expect(subRecordRights(staffUser, 'clientNotes')).toEqual({ add: false, edit: false, remove: false });
    expect(subRecordRights(null, 'appointmentNotes')).toEqual({ add: false, edit: false, remove: false });
  });
});

describe('mayCall', () => {
  it('reads the route metadata as the API guard does', () => {
    expect(mayCall(null, { metadata: { access: 'public' } })).toBe(true);
    expect(mayCall(null, { metadata: { access: 'authenticated' } })).toBe(false);
    expect(mayCall(staffUser, { metadata: { access: 'authenticated' } })).toBe(true);
    expect(mayCall(stylistUser, { metadata: { access: 'permission', permission: 'appointments:update' } })).toBe(true);
    expect(mayCall(stylistUser, { metadata: { access: 'permission', permission: 'appointments:delete' } })).toBe(false);
    expect(mayCall(ownerUser, {})).toBe(false);
  });
});
