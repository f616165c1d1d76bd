/** The symbol search's width in the app bar, or the whole bar's on a phone; shared by the field and its stand-in. */
export const searchBoxWidth = (fullWidth: boolean) => (fullWidth ? 1 : { xs: 150, md: 220, lg: 280 });
