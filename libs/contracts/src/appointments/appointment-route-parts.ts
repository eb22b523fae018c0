import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { appointmentListSchema, appointmentSchema } from './appointments.schemas';

/** Pieces the appointment routers share. */
export const idParams = z.object({ id: idSchema });
export const one = { 200: successEnvelope(appointmentSchema) };
export const many = { 200: successEnvelope(z.array(appointmentSchema)) };
export const page = { 200: successEnvelope(appointmentListSchema) };
export const read = requires('appointments:read');
export const update = requires('appointments:update');
