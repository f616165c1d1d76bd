declare module 'postject' {
  /** Adds `resourceData` to the executable as a section (ELF, PE) or a segment's section (Mach-O), and flips the fuse. */
  export function inject(
    filename: string,
    resourceName: string,
    resourceData: Buffer,
    options?: { sentinelFuse?: string; machoSegmentName?: string; overwrite?: boolean },
  ): Promise<void>;
}
