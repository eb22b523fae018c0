import { SERVICE_LIMITS } from '@salon/contracts';
import type { ServiceListParams } from '../api/service-keys';

/** The services list's own filters, each kept in the URL under its query name. */
export const SERVICE_FILTER_KEYS = ['service_type_id', 'min_price', 'max_price', 'min_duration', 'max_duration', 'requires_consultation'] as const;
export type ServiceFilterKey = (typeof SERVICE_FILTER_KEYS)[number];

type ServiceFilterParams = Pick<ServiceListParams, ServiceFilterKey>;

function readNumber(value: string, max: number): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

/** A minimum above its maximum can match nothing; the filter says so rather than showing an empty list unexplained. */
export function rangeError(min: string, max: string, label: string): string | null {
  const low = readNumber(min, Infinity);
  const high = readNumber(max, Infinity);
  return low !== undefined && high !== undefined && low > high ? `Minimum ${label} is above the maximum` : null;
}

/** The URL's filter values as the API takes them; a malformed value (an edited link) is left out rather than sent for a 400. */
export function readServiceFilters(values: Record<ServiceFilterKey, string>): ServiceFilterParams {
  const consultation = values.requires_consultation;
  return {
    service_type_id: /^[1-9]\d*$/.test(values.service_type_id) ? Number(values.service_type_id) : undefined,
    min_price: readNumber(values.min_price, SERVICE_LIMITS.priceMax),
    max_price: readNumber(values.max_price, SERVICE_LIMITS.priceMax),
    min_duration: readNumber(values.min_duration, SERVICE_LIMITS.durationMax),
    max_duration: readNumber(values.max_duration, SERVICE_LIMITS.durationMax),
    requires_consultation: consultation === 'true' || consultation === 'false' ? consultation : undefined,
  };
}
