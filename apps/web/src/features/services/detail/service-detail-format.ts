const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const days = (count: number) => plural(count, 'day', 'days');
export const hours = (count: number) => plural(count, 'hour', 'hours');
export const minutes = (count: number) => plural(count, 'minute', 'minutes');
export const staffMembers = (count: number) => plural(count, 'staff member', 'staff members');
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
