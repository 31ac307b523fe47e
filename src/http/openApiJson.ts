/** A JSON value of the OpenAPI document. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
