/** The list answer of every paged endpoint (SPEC §3): items plus meta. Shared by server and screens. */
export type ListMeta = { totalItem: number; itemCount: number; itemsPerPage: number; totalPage: number; currentPage: number };
export type List<T> = { items: T[]; meta: ListMeta };
