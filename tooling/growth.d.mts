/** How `work` grows from `n` to `4n`, in processor time: about 4 when linear, 16 when quadratic. */
export declare function growth(work: (n: number) => unknown, n: number): number;
