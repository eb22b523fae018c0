// What other features may use of clients; everything else in this folder is private to it.
export { clientKeys, type ClientListParams } from './api/client-keys';
export { clientListQuery, clientQuery } from './api/client-queries';
export { useClient } from './api/use-client';
